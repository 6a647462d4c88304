import TUIKit

struct ToastsDemoView: View {
    let viewModel: ToastsDemoViewModel

    var bindings: [KeyBinding] {
        [
            .list(Binding(viewModel, \.selection), R.string.common.bindingMove()),
            KeyBinding([.enter, .space], id: "toasts.show", R.string.common.bindingShow()) { viewModel.runSelected() },
            // A shown toast takes its tap key before the screen (its overlay's binding);
            // with none up the key does nothing, so this one only names it and passes it on.
            KeyBinding(
                keys: [ToastPresenter.tapKey], id: "toast.tap", label: R.string.toastsDemo.bindingTapLabel(),
                R.string.toastsDemo.bindingTap()
            ) { _ in false },
        ]
    }

    func render(in area: Rect, frame: Frame) {
        let status = StatusView(.line(R.string.toastsDemo.taps(viewModel.tapCount)))
        let (_, listArea, statusArea, hintArea) = area.rows(.length(1), .fill, .length(status.height), .length(1))
        let rows = viewModel.actionItems.map { item in
            ListView.Row(title: item.title, icon: item.style.toastStyle.icon, value: item.value)
        }
        frame.render(
            ListView(rows: rows, selection: Binding(viewModel, \.selection)) { viewModel.run(at: $0) }, in: listArea)
        frame.render(status, in: statusArea)
        frame.render(KeyHintsView(), in: hintArea)
    }
}
