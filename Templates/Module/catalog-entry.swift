        Demo(
            id: "__ID__",
            icon: R.image.ic24.__ICON__,
            title: { R.string.__TABLE__.title() },
            subtitle: { R.string.__TABLE__.subtitle() },
            makeController: { __NAME__Factory.create__NAME__Controller(dependencies: $0) }__EXTRA__
        ),
