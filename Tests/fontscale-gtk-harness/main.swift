import ArgumentParser
import DemoHarness

// The command and its runs are in DemoHarness, which FontScaleGTKTests also imports to decode what
// this prints.
GtkHarnessCommand.main()
