/// One message of the demo's mailbox.
package struct SampleMessage: Sendable {
    package var sender: String
    package var subject: String
    package var body: String
    package var date: String
}
