import basicSsl from '@vitejs/plugin-basic-ssl';
import { defineConfig } from 'vite';

// `vite preview --config bench/https-preview.config.ts`: the benchmark serves the builds as the shop is
// served for real, over HTTPS, which Vite's preview server speaks as HTTP/2 (Firebase Hosting serves
// HTTPS only). Over plain HTTP/1.1 a browser opens six connections per host, so the first screen's
// twenty-odd files load in waves of round trips that production does not have (docs/BENCHMARK.md).
// The certificate is self-signed and made on first use; the benchmark's browser is told to accept it.
export default defineConfig({ plugins: [basicSsl({ name: 'shop-bench' })] });
