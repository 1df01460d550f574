import bakingImage from '@/features/content/assets/process-baking.svg';
import doughImage from '@/features/content/assets/process-dough.svg';
import ingredientsImage from '@/features/content/assets/process-ingredients.svg';
import shapingImage from '@/features/content/assets/process-shaping.svg';

/** One measurable fact of a baking step, e.g. { label: 'Lievitazione', value: '18+', unit: 'ore' }. */
export interface ProcessStat {
  label: string;
  value: string;
  unit: string;
}

/** A step of the bake (spec §3: id, title, description, details, image, stats). */
export interface ProcessStep {
  id: string;
  title: string;
  /** One or two sentences, for the home page. */
  description: string;
  /** The longer account, for /process. */
  details: string;
  /** Illustration URL (800 × 600). */
  image: string;
  stats: readonly ProcessStat[];
}

/** '18+ ore', '24°C', '85%': units written the Italian way (no space before % and °C). */
export function formatStat(stat: ProcessStat): string {
  const tight = stat.unit === '%' || stat.unit === '°C';
  return `${stat.value}${tight ? '' : ' '}${stat.unit}`;
}

/** The four steps of the bake, with the figures of spec §2. */
export const processSteps: readonly ProcessStep[] = [
  {
    id: 'selezione-ingredienti',
    title: 'Selezione degli ingredienti',
    description:
      'Scegliamo farine e materie prime da fornitori che conosciamo: la maggior parte arriva da produttori del territorio e ogni lotto passa il nostro controllo prima di entrare in laboratorio.',
    details:
      'Le farine di grano tenero arrivano da mulini piemontesi che macinano a pietra o a cilindri lenti; latte, burro e uova da aziende agricole a meno di cento chilometri. Ogni consegna viene assaggiata, pesata e controllata: umidità della farina, data di macinatura, temperatura di trasporto. Se un lotto non ci convince torna indietro, anche quando significa cambiare il programma della settimana.',
    image: ingredientsImage,
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
    details:
      'Impastiamo con il nostro lievito madre, rinfrescato ogni giorno, e una piccola parte di lievito di birra. Poi l’impasto riposa per più di 18 ore in cella a 24°C: in questo tempo gli enzimi lavorano amidi e proteine, il sapore si fa più profondo e il pane diventa più digeribile. È il passaggio più lungo e quello che non abbreviamo mai.',
    image: doughImage,
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
    details:
      'Dividiamo l’impasto a mano in pezzi da 80 grammi, li arrotondiamo sul banco di legno e li disponiamo sulle teglie a distanza regolare. Una bilancia controlla ogni teglia: la differenza tra un bun e l’altro resta sotto l’uno per cento, così in cucina ogni hamburger ha il suo pane della misura giusta. Segue una seconda, breve lievitazione.',
    image: shapingImage,
    stats: [
      { label: 'Peso di ogni bun', value: '80', unit: 'g' },
      { label: 'Uniformità', value: '99', unit: '%' },
    ],
  },
  {
    id: 'cottura',
    title: 'Cottura',
    description:
      'Una cottura breve a forno caldo dora la crosta e lascia l’interno morbido. Poi i bun riposano, vengono confezionati e partono con il corriere refrigerato.',
    details:
      'Prima del forno spennelliamo i bun e li copriamo di semi dove la ricetta lo vuole. Cuociono 12 minuti a 230°C in un forno a platea: la crosta diventa sottile e dorata, la mollica resta umida. Dopo il raffreddamento li confezioniamo a quattro a quattro e li affidiamo al corriere refrigerato, che li consegna in 1–2 giorni lavorativi.',
    image: bakingImage,
    stats: [
      { label: 'Temperatura del forno', value: '230', unit: '°C' },
      { label: 'Tempo di cottura', value: '12', unit: 'min' },
    ],
  },
];
