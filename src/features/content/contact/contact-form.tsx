import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Alert, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { LoadingButton } from '@/components/loading-button';
import { sendContactMessage } from '@/features/content/api/send-contact-message';
import { ContactSent } from '@/features/content/contact/contact-sent';
import {
  contactMessageSchema,
  contactSubjects,
  emptyContactMessage,
  MESSAGE_MAX_LENGTH,
} from '@/features/content/contact/contact-message';
import { useAuth } from '@/domain/auth/auth-context';
import { useValuesTypedBeforeHydration } from '@/hooks/use-values-typed-before-hydration';
import classes from '@/features/content/contact/contact-form.module.css';

/** The contact form: validated as you leave each field, saved to contact_messages. */
export function ContactForm({ fallbackEmail }: { fallbackEmail: string }) {
  const { user } = useAuth();
  const form = useForm({
    mode: 'controlled',
    initialValues: emptyContactMessage,
    validate: zod4Resolver(contactMessageSchema),
    validateInputOnBlur: true,
  });
  // /contact is prerendered: what was written before the app ran is the message.
  const formRef = useValuesTypedBeforeHydration(form);
  const send = useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });

  // A signed-in customer does not type their name and e-mail again.
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues().name) setFieldValue('name', user.name);
    if (!getValues().email) setFieldValue('email', user.email);
  }, [user, getValues, setFieldValue]);

  if (send.isSuccess) {
    return (
      <ContactSent
        name={send.variables.name}
        email={send.variables.email}
        onAnother={() => {
          send.reset();
          form.setValues({
            ...emptyContactMessage,
            name: user?.name ?? '',
            email: user?.email ?? '',
          });
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      className={classes.form}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={form.onSubmit((values) => send.mutate(contactMessageSchema.parse(values)))}
    >
      <h2 id="contact-form-title" className={classes.title}>
        Scrivici un messaggio
      </h2>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Nome e cognome"
          autoComplete="name"
          withAsterisk
          size="md"
          name="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          size="md"
          name="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Telefono (facoltativo)"
          type="tel"
          autoComplete="tel"
          size="md"
          name="phone"
          {...form.getInputProps('phone')}
        />
        <NativeSelect
          label="Argomento"
          size="md"
          data={[...contactSubjects]}
          name="subject"
          {...form.getInputProps('subject')}
        />
      </SimpleGrid>
      <Textarea
        label="Messaggio"
        withAsterisk
        size="md"
        rows={6}
        resize="vertical"
        maxLength={MESSAGE_MAX_LENGTH}
        name="message"
        {...form.getInputProps('message')}
      />
      <p className={classes.privacy}>
        Useremo i tuoi dati solo per risponderti, come spiega l’
        <Link to="/privacy-policy">informativa sulla privacy</Link>.
      </p>
      {send.isError && (
        <Alert color="red.9" variant="light" role="alert" title="Messaggio non inviato">
          Non siamo riusciti a inviare il messaggio. Controlla la connessione e riprova, oppure
          scrivici a <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>.
        </Alert>
      )}
      <LoadingButton type="submit" size="md" loading={send.isPending} className={classes.submit}>
        Invia messaggio
      </LoadingButton>
    </form>
  );
}
