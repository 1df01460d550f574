import { TextInput } from '@mantine/core';

/** The six-digit code of an authenticator app, as phones offer to fill it in. */
export function CodeInput({
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label="Codice di verifica"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      withAsterisk
      data-autofocus={autoFocus || undefined}
    />
  );
}
