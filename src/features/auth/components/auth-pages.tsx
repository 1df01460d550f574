import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '@/components/page-frame';

// The forms (validation messages of spec §5) arrive with the auth feature; these frames say
// what each page is for and link the pages to each other.

export function LoginPage() {
  return (
    <PageFrame
      title="Accedi"
      lead="Accedi al tuo account per ordinare più in fretta e seguire i tuoi ordini."
      narrow
    >
      <Text mt="lg">
        Non hai ancora un account? <Link to="/register">Registrati</Link>. Hai dimenticato la
        password? <Link to="/forgot-password">Recuperala</Link>.
      </Text>
    </PageFrame>
  );
}

export function RegisterPage() {
  return (
    <PageFrame
      title="Registrati"
      lead="Crea il tuo account con nome, email e una password di almeno 6 caratteri: ritroverai ordini e dati di consegna."
      narrow
    >
      <Text mt="lg">
        Hai già un account? <Link to="/login">Accedi</Link>.
      </Text>
    </PageFrame>
  );
}

export function ForgotPasswordPage() {
  return (
    <PageFrame
      title="Password dimenticata"
      lead="Indica l’email del tuo account: ti invieremo un link per sceglierne una nuova."
      narrow
    >
      <Text mt="lg">
        Ti sei ricordato la password? <Link to="/login">Torna all’accesso</Link>.
      </Text>
    </PageFrame>
  );
}

export function ResetPasswordPage() {
  return (
    <PageFrame
      title="Nuova password"
      lead="Da qui scegli la nuova password del tuo account, dopo aver aperto il link ricevuto via email."
      narrow
    />
  );
}
