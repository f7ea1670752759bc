import { useState } from 'react';
import { collectionSchemas, titleCase, type Collection, type CollectionKey, type ItemOf } from '@mnch/shared';
import { Dialog } from '../../../components/ui';
import { FormDialog } from '../components/form-dialog';
import { useRecordForm } from '../components/record-form';
import {
  FormControls,
  ItemDetails,
  formDefaults,
  formErrorFields,
  formFieldNames,
  formPayload,
  type FormPayload,
  type FormValues,
} from './collection-fields';
import { useSaveCollectionItem } from './collection-api';

type Item = ItemOf<Collection>;

/** "Add Award" / "Edit Award": the collection's fields, checked with the API's own schema, saved by useRecordForm. */
export function CollectionFormDialog({
  kind,
  collection,
  item,
  onClose,
}: {
  kind: CollectionKey;
  collection: Collection;
  item: Item | null;
  onClose: () => void;
}) {
  const [uploading, setUploading] = useState(false);
  const { form, editing, dialogProps } = useRecordForm<FormValues, FormPayload>({
    kind,
    id: item?.id,
    defaults: formDefaults(collection, item),
    version: item?.version,
    valuesOf: (current: Item) => formDefaults(collection, current),
    schema: collectionSchemas(collection).create,
    payload: (values) => formPayload(collection, values),
    save: useSaveCollectionItem(collection),
    fields: formFieldNames(collection),
    aliases: (values) => formErrorFields(collection, values),
    messages: collection.messages,
    onClose,
  });
  const noun = titleCase(collection.noun);
  return (
    <FormDialog
      {...dialogProps}
      title={editing ? `Edit ${noun}` : `Add ${noun}`}
      description={collection.form?.description}
      submitLabel={editing ? `Update ${noun}` : `Create ${noun}`}
      busy={uploading}
      size="lg"
    >
      <FormControls collection={collection} form={form} onBusy={setUploading} />
    </FormDialog>
  );
}

/** An item, read-only. */
export function CollectionViewDialog({ collection, item, onClose }: { collection: Collection; item: Item; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={String(item[collection.labelField] ?? '')} size="lg">
      <ItemDetails collection={collection} item={item} />
    </Dialog>
  );
}
