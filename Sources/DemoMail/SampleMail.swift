/// The demo's mailbox: a handful of messages with previews long enough to need two lines.
package enum SampleMail {
    package static let messages: [SampleMessage] = [
        SampleMessage(
            sender: "Ada Lovelace", subject: "Tea on Thursday?",
            body: """
                Shall we meet at the usual place at four? I have finished the notes on the engine and would \
                love a second pair of eyes on the table of Bernoulli numbers before it goes to the printer.
                """, date: "09:41"),
        SampleMessage(
            sender: "Grace Hopper", subject: "The moth, framed",
            body: """
                We taped it into the logbook this morning. First actual case of bug being found, as the note \
                says. Come and see it before it becomes a museum piece.
                """, date: "Yesterday"),
        SampleMessage(
            sender: "Alan Turing", subject: "Re: Morphogenesis draft",
            body: """
                The reaction–diffusion equations hold up on the fir cones too. I am less sure about the \
                daisies; the spirals want another week of computing time.
                """, date: "Monday"),
        SampleMessage(
            sender: "Katherine Johnson", subject: "Trajectory checked",
            body: """
                The numbers agree with the machine to the last decimal place. Tell John he can go. I will \
                run the re-entry window once more tonight, just to be sure.
                """, date: "12/11"),
        SampleMessage(
            sender: "Margaret Hamilton", subject: "Priority displays",
            body: """
                The alarms during descent were the executive shedding low-priority work, exactly as \
                designed. Write-up attached; the short version is that the software did its job.
                """, date: "11/11"),
    ]
}
