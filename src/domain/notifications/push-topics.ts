// What the shop can tell a device by Web Push (issue 42, decision 022), in the words the
// profile and the console show. The database checks the same list (push_subscriptions.topics)
// and that the office's topics are only for admins.

export const customerTopics = [
  'standing_reminder',
  'order_shipped',
  'approval_requested',
  'payment_due',
] as const;
export const officeTopics = [
  'new_order',
  'business_request',
  'payment_recorded',
  'job_failed',
] as const;

export type CustomerTopic = (typeof customerTopics)[number];
export type OfficeTopic = (typeof officeTopics)[number];
export type PushTopic = CustomerTopic | OfficeTopic;

/** Who a settings page is for: the customer's profile or the bakery's console. */
export type PushAudience = 'customer' | 'office';

export const topicLabels: Record<PushTopic, { label: string; description: string }> = {
  standing_reminder: {
    label: 'Promemoria dell’ordine fisso',
    description: 'La sera prima che confermiamo la consegna, per cambiarla o saltarla.',
  },
  order_shipped: {
    label: 'Ordine in consegna',
    description: 'Quando il tuo ordine parte dal laboratorio.',
  },
  approval_requested: {
    label: 'Ordini da approvare',
    description: 'Quando un membro del team prepara un ordine oltre il suo limite.',
  },
  payment_due: {
    label: 'Pagamenti in scadenza',
    description: 'Quando un bonifico sta per scadere o è scaduto.',
  },
  new_order: { label: 'Nuovi ordini', description: 'Ogni ordine ricevuto dal negozio.' },
  business_request: {
    label: 'Richieste business',
    description: 'Chi chiede un account business o di cambiare i dati fiscali.',
  },
  payment_recorded: {
    label: 'Pagamenti registrati',
    description: 'Quando un collega registra un bonifico o un incasso.',
  },
  job_failed: {
    label: 'Operazioni non riuscite',
    description: 'Un rimborso o una consegna fissa che il sistema non è riuscito a fare.',
  },
};

/**
 * The topics a page offers, and a device starts with when notifications are turned on: the
 * approvals only for a business owner, who approves the team's orders (others never get one).
 */
export function topicsFor(audience: PushAudience, approves = false): PushTopic[] {
  if (audience === 'office') return [...officeTopics];
  return customerTopics.filter((topic) => topic !== 'approval_requested' || approves);
}

const allTopics: ReadonlySet<string> = new Set<string>([...customerTopics, ...officeTopics]);

export function isPushTopic(value: string): value is PushTopic {
  return allTopics.has(value);
}
