/**
 * A part a layer above provides when the app starts (ARCHITECTURE.md, "Layers"). The domain's
 * queries keep their answers on the device through the offline layer, which sits above the
 * domain because it stores the domain's types: the domain names what it needs as an
 * interface, and the app connects the offline implementation (src/app/device-copies.ts). The
 * loader is called on each use; a dynamic import keeps its code off the first screen.
 */
export interface ProvidedPart<T> {
  provide(load: () => Promise<T>): void;
  load(): Promise<T>;
}

export function providedPart<T>(name: string): ProvidedPart<T> {
  let loader: (() => Promise<T>) | undefined;
  return {
    provide(load) {
      loader = load;
    },
    load() {
      return loader ? loader() : Promise.reject(new Error(`${name}: not provided by the app`));
    },
  };
}

/** A copy kept on the device and when it was written (epoch ms). */
export interface KeptCopy<T> {
  data: T;
  syncedAt: number;
}
