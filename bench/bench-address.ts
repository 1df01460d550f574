/** The delivery address the benchmark's orders go to (a demo customer's, in Turin). */
export const benchDeliveryAddress = {
  recipient: 'Giulia Rossi',
  street: 'Via Roma 1',
  postal_code: '10121',
  city: 'Torino',
  province: 'TO',
};
