import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { PageLoader } from '../../lib/ui/PageLoader';

/**
 * A page of a role's area that loads with its own chunk when it is opened, so that the area's landing
 * page downloads and runs only what it shows (decision 0016). `load` imports the page's module and
 * picks the component: `lazyPage(() => import('./tasks').then((m) => m.TasksPage))`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept by ComponentProps
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<T>): ComponentType<ComponentProps<T>> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: ComponentProps<T>) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
