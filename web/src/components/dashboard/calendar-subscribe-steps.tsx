/** Where to paste the feed link, in the words each calendar's own menus use. */
const STEPS = [
  {
    calendar: 'Google Calendar',
    steps: [
      'On a computer, open calendar.google.com.',
      'Beside "Other calendars", choose + and then "From URL".',
      'Paste the link and choose "Add calendar".',
    ],
  },
  {
    calendar: 'Outlook',
    steps: [
      'In Outlook on the web, choose "Add calendar".',
      'Choose "Subscribe from web".',
      'Paste the link, name the calendar and choose "Import".',
    ],
  },
] as const;

export function CalendarSubscribeSteps() {
  return (
    <div className="flex flex-col gap-3 text-sm">
      {STEPS.map(({ calendar, steps }) => (
        <div key={calendar}>
          <h3 className="font-medium">{calendar}</h3>
          <ol className="list-decimal pl-5 text-muted-foreground">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
      <p className="text-xs text-muted-foreground">
        Calendars read the link again every few hours, so a change can take up to a day to show.
      </p>
    </div>
  );
}
