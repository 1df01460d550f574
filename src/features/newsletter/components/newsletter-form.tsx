import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { LoadingButton } from '@/components/loading-button';
import {
  type NewsletterFormValues,
  validateNewsletterForm,
} from '@/features/newsletter/newsletter-validation';
import { useNewsletterSignup } from '@/features/newsletter/use-newsletter-signup';
import classes from '@/features/newsletter/components/newsletter-form.module.css';
import { useValuesTypedBeforeHydration } from '@/hooks/use-values-typed-before-hydration';

export interface NewsletterFormProps {
  /** Called after every attempt, whatever its outcome (the popup completes regardless, §8). */
  onSettled?: () => void;
  /** 'inline' puts the address and the button side by side from tablet width up. */
  layout?: 'inline' | 'stacked';
}

/** The e-mail address and the privacy consent, validated as spec §5 says, then the sign-up. */
export function NewsletterForm({ onSettled, layout = 'stacked' }: NewsletterFormProps) {
  const signup = useNewsletterSignup();
  const form = useForm<NewsletterFormValues>({
    initialValues: { email: '', privacyAccepted: false },
    validate: validateNewsletterForm,
    validateInputOnBlur: false,
  });
  // The home page is prerendered: an address typed (or autofilled) before the app ran counts.
  const formRef = useValuesTypedBeforeHydration(form);

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await signup.mutateAsync(email);
      form.reset();
    } catch {
      // The toast told the visitor; the query client logged the error.
    } finally {
      onSettled?.();
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={classes.form} data-layout={layout}>
      <div className={classes.row}>
        <TextInput
          className={classes.email}
          type="email"
          label="Indirizzo email"
          placeholder="nome@esempio.it"
          autoComplete="email"
          inputMode="email"
          name="email"
          {...form.getInputProps('email')}
        />
        <LoadingButton type="submit" loading={signup.isPending} className={classes.submit}>
          Iscriviti
        </LoadingButton>
      </div>
      <Checkbox
        className={classes.privacy}
        label={
          <>
            Ho letto e accetto la{' '}
            <Link to="/privacy-policy" target="_blank" className={classes.privacyLink}>
              privacy policy
            </Link>
          </>
        }
        name="privacyAccepted"
        {...form.getInputProps('privacyAccepted', { type: 'checkbox' })}
        aria-invalid={Boolean(form.errors.privacyAccepted) || undefined}
      />
    </form>
  );
}
