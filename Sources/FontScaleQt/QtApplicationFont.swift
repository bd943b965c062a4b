#if Qt
/// Qt's application font (`QApplication::font`): the one font Qt scales by itself, which a
/// desktop's platform theme sets (KDE's from `kdeglobals`) and every widget without a font of its
/// own follows. FontScale's styled widgets have fonts of their own, so they keep their ramp sizes.
@MainActor
public enum QtApplicationFont {
    /// The point size; setting it restyles every widget that follows the application font, as
    /// a desktop change does. Does nothing before a QApplication exists, or for a size outside
    /// 0…10,000.
    public static var pointSize: Double {
        get { Qt.applicationFont.pointSize }
        set { Qt.setApplicationFontPointSize(newValue) }
    }

    /// The family.
    ///
    /// Its setter is a test hook, `package` so that only this package's tests and benchmarks
    /// see it: a baseline of plain labels in the family a FontScale screen shows, scaled by Qt's
    /// own means. It does nothing before a QApplication exists.
    public package(set) static var family: String {
        get { Qt.applicationFont.family }
        set { Qt.setApplicationFontFamily(newValue) }
    }

    /// Calls `body` on the Qt loop each time the application font changes, whoever changed it
    /// (``pointSize``, an app's own `QApplication::setFont`, a platform theme following the
    /// desktop), until the observation is cancelled or released.
    ///
    /// It follows `QEvent::ApplicationFontChange`, the event Qt sends the application after the
    /// change, not the deprecated `QGuiApplication::fontChanged` signal. A `setFont` with the
    /// font Qt already has changes nothing and calls nothing.
    ///
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made,
    ///   ``QtError/applicationShutDown`` after ``QtApplication/shutDown()``.
    public static func observeChanges(_ body: @escaping @MainActor () -> Void) throws(QtError) -> Observation {
        try Qt.ensureApplication()
        let observation = Observation()
        // Qt deletes the event filter on the loop's next turn: until then a cancelled or released
        // observation calls nothing.
        observation.watch = Qt.onApplicationFontChange { [weak observation] in
            guard observation?.watch != nil else { return }
            body()
        }
        return observation
    }

    /// A running observation of the application font (``observeChanges(_:)``): it stops when
    /// cancelled or released, or when the QApplication goes.
    @MainActor
    public final class Observation {
        fileprivate var watch: QtObjectHandle?

        /// Stops the observation; calling it again does nothing.
        public func cancel() {
            watch?.destroy()
            watch = nil
        }
    }
}
#endif
