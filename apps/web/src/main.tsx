// The entry. Its one import is the application (app/), whose first import configures Zod before any
// schema is built (see shared/api/zod-config.ts).
import { mount } from './app/App.tsx';

mount(document.getElementById('root'));
