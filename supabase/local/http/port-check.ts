import { createServer } from 'node:net';

/** Fails early, with a clear message, when another program already listens on `host:port`. */
export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `La porta ${port} su ${host} (${what}) è già in uso: c'è già un'istanza avviata? Scegli un'altra porta con la variabile d'ambiente indicata nel README.`,
            )
          : error,
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
