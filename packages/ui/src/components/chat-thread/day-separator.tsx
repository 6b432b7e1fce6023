/** The heading of one day in a thread ("Today", "Mon, Nov 23"). */
export function DaySeparator({ label }: { label: string }) {
  return (
    <div data-slot="chat-day" className="flex items-center gap-3 py-1 text-muted-foreground text-xs">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span className="font-medium">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}
