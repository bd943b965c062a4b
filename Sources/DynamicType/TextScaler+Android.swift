extension TextScaler {
    /// The font sizes Android 14's lookup tables are keyed by, in sp.
    static let androidSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// Android 14's `FontScaleConverterFactory` tables: for each font-scale factor, what each of
    /// ``androidSizes`` becomes.
    static let androidTables: [(factor: Double, sizes: [Double])] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// Below this factor Android scales linearly: 0.02 under its first table.
    static let androidNonLinearThreshold = 1.13

    /// The curve for a factor as Android 14 builds it, or `nil` where Android scales linearly.
    ///
    /// A factor with a table uses it; a factor between two tables uses a table whose every entry
    /// is interpolated between theirs; factors below ``androidNonLinearThreshold``, between it and
    /// the first table, and above the last table have nothing to interpolate between and are
    /// linear, as on Android.
    static func androidTable(for factor: Double) -> [(from: Double, to: Double)]? {
        guard factor >= androidNonLinearThreshold,
            let upper = androidTables.firstIndex(where: { $0.factor >= factor })
        else { return nil }
        let high = androidTables[upper]
        if high.factor == factor { return Array(zip(androidSizes, high.sizes)).map { (from: $0.0, to: $0.1) } }
        guard upper > 0 else { return nil }
        let low = androidTables[upper - 1]
        let t = (factor - low.factor) / (high.factor - low.factor)
        return androidSizes.indices.map { index in
            (from: androidSizes[index], to: low.sizes[index] + t * (high.sizes[index] - low.sizes[index]))
        }
    }
}
