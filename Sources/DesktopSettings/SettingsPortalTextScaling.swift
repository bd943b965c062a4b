import DynamicType
import Foundation
import Logging

/// Reads and watches the desktop's text size through the XDG Settings portal,
/// `org.freedesktop.portal.Settings`: the way in for a sandboxed (Flatpak) app, which cannot read
/// the user's dconf database.
///
/// On a GNOME-like or unknown desktop it reads `org.gnome.desktop.interface text-scaling-factor`,
/// which the GNOME and GTK portal backends pass through; on KDE it reads
/// `org.kde.kdeglobals.General font`, the serialized `QFont` whose point size over Plasma's
/// default is the factor, which the KDE backend passes through. (The GNOME keys are not trusted on
/// KDE: a GNOME backend installed there reports GNOME's default, not KDE's size.)
///
/// It asks the portal's interface version first and uses `ReadOne` from version 2, else the
/// deprecated `Read`, whose answer is wrapped in two variants; `SettingChanged` signals bring
/// live changes.
///
/// It talks to the bus with GIO's GDBus, through a module map over Debian's `libglib2.0-dev`:
/// GLib is already in every process that runs GTK (FontScale's main embedding target) and in
/// every Flatpak runtime, and GDBus speaks the portal's nested variants natively. It is built
/// only with the package trait `SettingsPortal`, so that a machine without GLib's headers still
/// builds the rest; without it ``read()`` answers ``Reading/unavailable(_:)`` and says why.
public struct SettingsPortalTextScaling: Sendable {
    /// The portal's bus name.
    public static let busName = "org.freedesktop.portal.Desktop"
    /// The portal's object path.
    public static let objectPath = "/org/freedesktop/portal/desktop"
    /// The Settings interface.
    public static let interface = "org.freedesktop.portal.Settings"

    /// Whether this build can reach the portal: it was built with the `SettingsPortal` trait.
    public static var isBuilt: Bool {
        #if SettingsPortal
        true
        #else
        false
        #endif
    }

    /// The namespace read: `org.gnome.desktop.interface`, or `org.kde.kdeglobals.General` on KDE.
    public let namespace: String
    /// The key read: `text-scaling-factor`, or `font` on KDE.
    public let key: String
    /// The KDE font size that means factor 1.0.
    public let kdeReferencePointSize: Double
    /// How long connecting to the bus, and each call, may take (5 s by default): the first call
    /// may start the portal and its backend, a fraction of a second when idle and more on a
    /// loaded machine. A bus without a portal answers at once, so this bounds only a bus or a
    /// portal that hangs.
    public let timeout: Duration
    let busAddress: String?

    /// A reader for an environment's session bus (`DBUS_SESSION_BUS_ADDRESS`) and desktop.
    public init(
        environment: [String: String], desktop: DesktopTextSizeResolver.Desktop,
        kdeReferencePointSize: Double = KDEGlobals.defaultReferencePointSize, timeout: Duration = .seconds(5)
    ) {
        busAddress = environment["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
        if desktop == .kde {
            (namespace, key) = ("org.kde.kdeglobals.General", "font")
        } else {
            (namespace, key) = ("org.gnome.desktop.interface", "text-scaling-factor")
        }
        self.kdeReferencePointSize = KDEGlobals.usable(kdeReferencePointSize)
        self.timeout = timeout
    }

    /// The outcome of a read.
    public enum Reading: Hashable, Sendable {
        /// A usable factor, clamped to 0.5…3.0.
        case factor(Double)
        /// No portal answered, or it has no such setting; the text says why.
        case unavailable(String)
        /// The portal answered with a value that is not a usable size.
        case invalid(String)
    }

    /// Reads the setting now.
    ///
    /// This waits for the bus and the portal (each step at most ``timeout``);
    /// ``DesktopTextSizeMonitor`` does that wait on a thread of its own.
    public func read() -> Reading {
        #if SettingsPortal
        guard let busAddress else { return .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)") }
        do {
            let connection = try DBusConnection(address: busAddress, timeout: timeout)
            return try read(on: connection)
        } catch {
            return .unavailable("the Settings portal did not answer: \(error)")
        }
        #else
        return .unavailable("FontScale was built without the SettingsPortal trait")
        #endif
    }

    /// Whether the namespace read is KDE's, whose size is a `QFont` string rather than a factor.
    var isKDE: Bool { namespace == "org.kde.kdeglobals.General" }

    /// The desktop's interface fonts as the portal passes them through: GNOME's `font-name` and
    /// `monospace-font-name`, or on KDE `[General] font` and `fixed`; `nil` when the portal names
    /// neither. Where the portal cannot be reached, or a key's value is refused (which is logged
    /// to `logger`), the fonts in `previous`, the last good reading, stay. Waits as ``read()``
    /// does.
    func readFonts(keeping previous: DesktopFontReader.Named? = nil, logger: Logger? = nil) -> DesktopFontReader.Named?
    {
        #if SettingsPortal
        guard let busAddress, let connection = try? DBusConnection(address: busAddress, timeout: timeout),
            let version = try? version(on: connection)
        else { return previous }
        let (isKDE, namespace) = (self.isKDE, self.namespace)
        func font(_ key: String) -> DesktopFont? {
            let kept = previous?[key: key, gnome: !isKDE]
            let reply: DBusVariant
            do {
                reply = try connection.call(
                    destination: Self.busName, path: Self.objectPath, interface: Self.interface,
                    method: version >= 2 ? "ReadOne" : "Read", arguments: [namespace, key], timeout: timeout)
            } catch {
                // The portal has no such key (nil), or did not answer in time (the last good font).
                return error.isUnknownSetting ? nil : kept
            }
            guard let value = reply.child(at: 0)?.unwrapped, let text = value.string else {
                logger?.warning("ignoring the Settings portal's \(namespace) \(key): not a string")
                return kept
            }
            let parsed = isKDE ? DesktopFont.parse(qtFont: text) : DesktopFont.parse(pangoDescription: text)
            switch parsed {
            case .success(let font): return font
            case .failure(let rejection):
                let keeping = kept.map { "; keeping \($0)" } ?? ""
                logger?.warning(
                    "ignoring the Settings portal's \(namespace) \(key) '\(text.escapedForMessage)': \(rejection)\(keeping)"
                )
                return kept
            }
        }
        let keys =
            isKDE ? ("font", "fixed") : (DesktopFontReader.gnomeKeys.interface, DesktopFontReader.gnomeKeys.monospace)
        let named = DesktopFontReader.Named(interface: font(keys.0), monospace: font(keys.1))
        return named == DesktopFontReader.Named() ? nil : named
        #else
        return nil
        #endif
    }

    /// The reading KDE's `[General] font` value gives.
    func reading(of value: String) -> Reading {
        KDEGlobals.factor(fromFont: value, referencePointSize: kdeReferencePointSize).portalReading
    }

    /// The reading GNOME's `text-scaling-factor` gives: a value outside GSettings' schema range
    /// (0.5…3.0), or not finite, is refused.
    static func reading(ofFactor factor: Double) -> Reading {
        guard factor.isFinite else { return .invalid("not a finite number: \(factor)") }
        if let rejection = DesktopValueRange.textScalingFactor.rejection(of: factor) {
            return .invalid(rejection.reason)
        }
        return .factor(factor)
    }

    #if SettingsPortal
    /// The portal's interface version: 1 on portals before 1.17.1, which lack `ReadOne`.
    func version(on connection: DBusConnection) throws(DBusError) -> UInt32 {
        let reply = try connection.call(
            destination: Self.busName, path: Self.objectPath, interface: "org.freedesktop.DBus.Properties",
            method: "Get", arguments: [Self.interface, "version"], timeout: timeout)
        return reply.child(at: 0)?.unwrapped.uint32 ?? 1
    }

    func read(on connection: DBusConnection) throws(DBusError) -> Reading {
        let method = try version(on: connection) >= 2 ? "ReadOne" : "Read"
        let reply = try connection.call(
            destination: Self.busName, path: Self.objectPath, interface: Self.interface, method: method,
            arguments: [namespace, key], timeout: timeout)
        guard let value = reply.child(at: 0)?.unwrapped else { return .invalid("an empty reply to \(method)") }
        return reading(of: value)
    }

    /// The reading a D-Bus value gives: a double for GNOME's factor, a font string for KDE's;
    /// any other type is refused, worded for the desktop whose key it is.
    func reading(of value: DBusVariant) -> Reading {
        if isKDE {
            guard let text = value.string else {
                return .invalid("a value of D-Bus type \(value.typeString), not a font such as 'Noto Sans,10,-1'")
            }
            return reading(of: text)
        }
        guard let factor = value.double else {
            return .invalid("a value of D-Bus type \(value.typeString), not a number such as 1.25")
        }
        return Self.reading(ofFactor: factor)
    }

    /// The keys of the desktop's interface fonts in the namespace read.
    var fontKeys: Set<String> {
        isKDE
            ? ["font", "fixed"] : [DesktopFontReader.gnomeKeys.interface, DesktopFontReader.gnomeKeys.monospace]
    }

    /// Starts delivering every `SettingChanged` of the setting to `handler`, and calling
    /// `fontsChanged` on each change of an interface font, then reads the value once, so a change
    /// made before the subscription is not missed; `nil` when the bus cannot be reached.
    func watch(
        _ handler: @escaping @Sendable (Reading) -> Void, fontsChanged: @escaping @Sendable () -> Void = {}
    ) -> DBusSignalWatch? {
        guard let busAddress, let connection = try? DBusConnection(address: busAddress, timeout: timeout) else {
            return nil
        }
        let (key, fontKeys) = (self.key, self.fontKeys)
        let reader = self
        let watch = DBusSignalWatch(
            connection: connection, sender: Self.busName, interface: Self.interface, member: "SettingChanged",
            path: Self.objectPath, firstArgument: namespace
        ) { parameters in
            guard let changed = parameters.child(at: 1)?.string else { return }
            if fontKeys.contains(changed) { fontsChanged() }
            guard changed == key, let value = parameters.child(at: 2)?.unwrapped else { return }
            handler(reader.reading(of: value))
        }
        if let reading = try? read(on: connection) { handler(reading) }
        return watch
    }
    #endif
}

extension KDEGlobals.Reading {
    /// This reading as a portal reading.
    fileprivate var portalReading: SettingsPortalTextScaling.Reading {
        switch self {
        case .factor(let factor): .factor(factor)
        case .absent: .unavailable("no font size")
        case .invalid(let reason): .invalid(reason)
        }
    }
}
