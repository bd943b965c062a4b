import ArgumentParser
import DemoHarness

// The command and its runs are in DemoHarness, which FontScaleQtTests also imports to decode what
// this prints.
QtHarnessCommand.main()
