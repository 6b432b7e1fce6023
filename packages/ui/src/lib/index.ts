export { cn } from './cn';
export { type DayRow, dayKey, dayLabel, groupByDay, timeLabel } from './day-groups';
export { messageOf } from './error-message';
export { onFirstInput } from './first-input';
export { type LinkProps, type RenderLink, renderAnchor } from './link';
export { type MessagePart, splitMessageBody } from './message-body';
export { formatCount } from './numbers';
