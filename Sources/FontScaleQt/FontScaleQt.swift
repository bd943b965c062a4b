/// Whether this build drives Qt: `true` when FontScale is built with its `Qt` package trait.
///
/// Without it the module holds only this constant and ``QtError``, so a machine without Qt's
/// headers still builds the package.
public let isQtBuilt: Bool = {
    #if Qt
    true
    #else
    false
    #endif
}()
