import { reactRouter } from "@react-router/dev/vite";
import { content } from "@site/content/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), content(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
