import { PageFrame } from '@/components/page-frame';

/** The signed-in user's profile. */
export function ProfilePage() {
  return (
    <PageFrame
      title="Il mio profilo"
      lead="I dati del tuo account: nome, email e password."
      narrow
    />
  );
}
