import type { Connectivity } from '../../application/ports/Connectivity';

/** navigator.onLine and the window's online/offline events. */
export class BrowserConnectivity implements Connectivity {
  isOnline(): boolean {
    return navigator.onLine;
  }

  observe(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
