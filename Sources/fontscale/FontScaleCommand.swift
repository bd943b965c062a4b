import ArgumentParser

/// The `fontscale` command: Dynamic Type sizes and resolved fonts on Linux.
///
/// Synchronous, so that the commands that need no concurrency start without it; ``FontScaleMain``
/// runs `watch` asynchronously.
struct FontScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontscale",
        abstract: "Show Apple's Dynamic Type sizes and the fonts they resolve to on this machine.",
        discussion: """
            Examples:
              fontscale list                          every text style at the default size
              fontscale list --category AX1 --format json
              fontscale categories
              fontscale resolve "Scale Sans" --weight bold --small-caps
              fontscale watch --format json
            """,
        subcommands: [ListCommand.self, CategoriesCommand.self, ResolveCommand.self, WatchCommand.self],
        defaultSubcommand: ListCommand.self
    )
}

/// Output formats shared by the subcommands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table
    case json
}

/// The type ramp `list` sizes styles by.
enum RampOption: String, ExpressibleByArgument, CaseIterable {
    /// Apple's published table, exactly.
    case apple
    /// Apple's proportions anchored at the desktop's interface font: body is its size.
    case desktop
}
