// The wyshes as a sortable list (@dnd-kit): pointer, touch and keyboard sensors; the handle is a button named
// after its wysh, and every pick-up, move and drop is announced with the wysh's name and place.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { MyAllocation } from '../api/wysh-list';
import { formatWholeDollars } from '../lib/money';
import { moveItem } from '../lib/reorder';
import { WyshIcon } from './wysh-icon';
import styles from './wysh-list.module.css';

interface SortableWyshesProps {
  items: MyAllocation[];
  onChange: (items: MyAllocation[]) => void;
}

export function SortableWyshes({ items, onChange }: SortableWyshesProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.name ?? '';
  const placeOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const count = items.length;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('wyshList.prioritizePage.announce.start', {
        name: nameOf(active.id),
        place: placeOf(active.id),
        count,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('wyshList.prioritizePage.announce.over', {
            name: nameOf(active.id),
            place: placeOf(over.id),
            count,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('wyshList.prioritizePage.announce.end', {
            name: nameOf(active.id),
            place: placeOf(over.id),
            count,
          })
        : undefined,
    onDragCancel: ({ active }) =>
      t('wyshList.prioritizePage.announce.cancel', {
        name: nameOf(active.id),
        place: placeOf(active.id),
        count,
      }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(items, placeOf(active.id) - 1, placeOf(over.id) - 1));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('wyshList.prioritizePage.instructions') },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={styles.sortable} aria-describedby="prioritize-instructions">
          {items.map((item, index) => (
            <SortableWysh key={item.id} item={item} place={index + 1} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableWysh({ item, place }: { item: MyAllocation; place: number }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.sortItem} ${styles.dragging}` : styles.sortItem}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="prioritize-item"
    >
      <span className={styles.place} aria-hidden="true">
        {place}
      </span>
      <WyshIcon allocation={item} size={40} />
      <span className={styles.sortName}>{item.name}</span>
      <span className={styles.sortAmount}>{formatWholeDollars(item.amount)}</span>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('wyshList.prioritizePage.handle', { name: item.name, place })}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M9 5h2v2H9zM13 5h2v2h-2zM9 11h2v2H9zM13 11h2v2h-2zM9 17h2v2H9zM13 17h2v2h-2z"
            fill="currentColor"
          />
        </svg>
      </button>
    </li>
  );
}
