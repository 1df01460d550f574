/** One measurable fact of a baking step, e.g. { label: 'Lievitazione', value: '18+', unit: 'ore' }. */
export interface ProcessStat {
  label: string;
  value: string;
  unit: string;
}

export interface ProcessStep {
  id: string;
  title: string;
  description: string;
  stats: readonly ProcessStat[];
}

/** The four steps of the bake, with the figures of spec §2. */
export const processSteps: readonly ProcessStep[] = [
  {
    id: 'selezione-ingredienti',
    title: 'Selezione degli ingredienti',
    description:
      'Scegliamo farine e materie prime da fornitori che conosciamo: la maggior parte arriva da produttori del territorio e ogni lotto passa il nostro controllo prima di entrare in laboratorio.',
    stats: [
      { label: 'Fornitori locali', value: '85', unit: '%' },
      { label: 'Lotti controllati', value: '100', unit: '%' },
    ],
  },
  {
    id: 'impasto-lievitazione',
    title: 'Impasto e lievitazione',
    description:
      'L’impasto riposa a lungo a temperatura costante: è la lievitazione lenta a dare una mollica soffice che regge salse e succhi senza sbriciolarsi.',
    stats: [
      { label: 'Lievitazione', value: '18+', unit: 'ore' },
      { label: 'Temperatura', value: '24', unit: '°C' },
    ],
  },
  {
    id: 'formatura-a-mano',
    title: 'Formatura a mano',
    description:
      'Pesiamo e formiamo ogni bun a mano, uno per uno, perché cuociano in modo uniforme e abbiano tutti la stessa misura nel piatto.',
    stats: [
      { label: 'Peso di ogni bun', value: '80', unit: 'g' },
      { label: 'Uniformità', value: '99', unit: '%' },
    ],
  },
  {
    id: 'cottura',
    title: 'Cottura',
    description:
      'Una cottura breve a forno caldo dorata la crosta e lascia l’interno morbido. Poi i bun riposano, vengono confezionati e partono con il corriere refrigerato.',
    stats: [
      { label: 'Temperatura del forno', value: '230', unit: '°C' },
      { label: 'Tempo di cottura', value: '12', unit: 'min' },
    ],
  },
];
