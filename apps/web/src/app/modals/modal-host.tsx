// Renders the one open modal. A closed modal stays mounted (isOpen=false) until its fade-out has run;
// react-aria then unmounts the overlay and hands focus back to whatever opened it.
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '../../shared/components/error-boundary';
import { ModalContext, type ModalContextValue } from '../../shared/components/modal/modal-context';
import { useModalStore, type ModalName, type ModalPropsByName } from '../../shared/stores/modal';
import { modalRegistry, type ModalRegistry } from './registry';

interface Shown {
  name: ModalName;
  props: ModalPropsByName[ModalName];
  serial: number;
}

export function ModalHost({ registry = modalRegistry }: { registry?: ModalRegistry }) {
  const name = useModalStore((state) => state.name);
  const props = useModalStore((state) => state.props);
  const serial = useModalStore((state) => state.serial);
  const close = useModalStore((state) => state.close);
  const [shown, setShown] = useState<Shown | null>(null);

  // Adopt a newly opened modal during render (no extra paint with the old one).
  if (name !== null && shown?.serial !== serial) setShown({ name, props, serial });

  const isOpen = name !== null && shown?.serial === serial;
  const entry = shown ? registry[shown.name] : null;
  const isDismissable = entry?.isDismissable ?? true;
  const context = useMemo<ModalContextValue>(
    () => ({ isOpen, isDismissable, close }),
    [isOpen, isDismissable, close],
  );

  if (!shown || !entry) return null;
  const Component = entry.component as ComponentType<ModalPropsByName[ModalName]>;
  return (
    <ModalContext.Provider value={context}>
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Component key={shown.serial} {...shown.props} />
        </Suspense>
      </ErrorBoundary>
    </ModalContext.Provider>
  );
}
