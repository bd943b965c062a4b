#if GTK
/// Test hooks, `package` so that only this package's tests and scripted demos see them: acting on
/// a widget as the user does, through GTK.
extension GtkWidgetHandle {
    /// Clicks a button, or a control drawn as its subviews, as the user does; whether GTK took it.
    @discardableResult
    package func click() -> Bool {
        Gtk.click(self)
    }

    /// Moves a slider as the user does: GTK emits `value-changed`.
    package func moveSlider(to value: Double) {
        Gtk.setValue(value, of: self)
    }

    /// Flips a switch as the user does: GTK notifies `active`.
    package func setSwitch(on: Bool) {
        Gtk.setOn(on, of: self)
    }

    /// The widgets of a box (a plain view or a bar the host made), first to last.
    package var boxChildren: [GtkWidgetHandle] { Gtk.children(of: self) }
}
#endif
