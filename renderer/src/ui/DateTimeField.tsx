import { useState } from 'react';
import { joinDateTime, splitDateTime } from './date-time-text';

/**
 * A date and a time typed as the app's language writes them (see date-time-text.ts), in two
 * boxes; the value in and out is a datetime-local string, '' while incomplete or impossible.
 * The outer label names the date box (`id`); the time box has its own label.
 */
export function DateTimeField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  language: string;
  invalid?: boolean;
  timeLabel: string;
  datePlaceholder: string;
  timePlaceholder: string;
  describedBy?: string;
}) {
  const { value, language } = props;
  const [texts, setTexts] = useState(() => splitDateTime(value, language));
  // A value set from outside ("Now") or another language rewrites the boxes; what was typed stays.
  // (React's "state from the previous render" pattern: compared and reset during render.)
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if (value !== '') setTexts(splitDateTime(value, language));
  }
  const edit = (next: { date: string; time: string }) => {
    setTexts(next);
    const joined = joinDateTime(next.date, next.time);
    setShown({ value: joined, language });
    props.onChange(joined);
  };
  return (
    <span className="dk-datetime">
      <input
        id={props.id}
        className="dk-datetime__date"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={props.datePlaceholder}
        value={texts.date}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => edit({ ...texts, date: e.target.value })}
      />
      <input
        className="dk-datetime__time"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        aria-label={props.timeLabel}
        placeholder={props.timePlaceholder}
        value={texts.time}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => edit({ ...texts, time: e.target.value })}
      />
    </span>
  );
}
