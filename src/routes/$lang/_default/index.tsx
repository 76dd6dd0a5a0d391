import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../../features/content/components/HomePage';

export const Route = createFileRoute('/$lang/_default/')({
  component: HomePage,
});
