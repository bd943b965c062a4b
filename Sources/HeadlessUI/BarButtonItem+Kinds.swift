extension BarButtonItem {
    /// The style of a bar button item.
    public enum Style: Hashable, Sendable {
        /// A plain button.
        case plain
        /// A done button, drawn with emphasis.
        case done
    }

    /// The system's standard items, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Hashable, Sendable, CaseIterable {
        /// Done, in the done style.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save, in the done style.
        case save
        /// A plus sign.
        case add
        /// Space that grows to fill the bar.
        case flexibleSpace
        /// A fixed gap.
        case fixedSpace
        /// A compose symbol.
        case compose
        /// A reply symbol.
        case reply
        /// A share symbol.
        case action
        /// A folder symbol.
        case organize
        /// A bookmarks symbol.
        case bookmarks
        /// A search symbol.
        case search
        /// A refresh symbol.
        case refresh
        /// A stop symbol.
        case stop
        /// A camera symbol.
        case camera
        /// A trash symbol.
        case trash
        /// A play symbol.
        case play
        /// A pause symbol.
        case pause
        /// A rewind symbol.
        case rewind
        /// A fast-forward symbol.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close.
        case close

        /// The title of the items drawn as text; `nil` for those drawn as symbols and for spaces.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            default: nil
            }
        }

        /// The freedesktop icon (Icon Naming Specification, symbolic as GNOME draws bar icons)
        /// the items drawn as symbols show; `nil` for those drawn as text and for spaces.
        public var iconName: String? {
            switch self {
            case .add: "list-add-symbolic"
            case .compose: "mail-message-new-symbolic"
            case .reply: "mail-reply-sender-symbolic"
            case .action: "send-to-symbolic"
            case .organize: "folder-symbolic"
            case .bookmarks: "user-bookmarks-symbolic"
            case .search: "system-search-symbolic"
            case .refresh: "view-refresh-symbolic"
            case .stop: "process-stop-symbolic"
            case .camera: "camera-photo-symbolic"
            case .trash: "user-trash-symbolic"
            case .play: "media-playback-start-symbolic"
            case .pause: "media-playback-pause-symbolic"
            case .rewind: "media-seek-backward-symbolic"
            case .fastForward: "media-seek-forward-symbolic"
            case .done, .cancel, .edit, .save, .undo, .redo, .close, .flexibleSpace, .fixedSpace: nil
            }
        }

        /// Whether the item is drawn with the done style.
        var isDone: Bool { self == .done || self == .save }
    }
}

/// The style of a bar button item; UIKit's `UIBarButtonItem.Style`.
public typealias BarButtonItemStyle = BarButtonItem.Style
