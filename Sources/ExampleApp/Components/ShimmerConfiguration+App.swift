import TUIKit

extension ShimmerConfiguration {
    /// The toolkit's shimmer in the app's skeleton colors.
    static func app(direction: Direction = .leftToRight) -> ShimmerConfiguration {
        ShimmerConfiguration(
            gradient: [
                R.color.skeleton.shimmerEdge, R.color.skeleton.shimmerMiddle, R.color.skeleton.shimmerCenter,
                R.color.skeleton.shimmerMiddle, R.color.skeleton.shimmerEdge,
            ],
            gradientBackgroundColor: R.color.skeleton.placeholder,
            direction: direction
        )
    }
}
