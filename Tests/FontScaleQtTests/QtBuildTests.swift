import FontScaleQt
import Testing

@Suite("FontScaleQt's build")
struct QtBuildTests {
    @Test("the module says whether it drives Qt, as the build's trait has it")
    func traitIsReported() {
        #if Qt
        #expect(isQtBuilt)
        #else
        #expect(!isQtBuilt)
        #endif
    }
}
