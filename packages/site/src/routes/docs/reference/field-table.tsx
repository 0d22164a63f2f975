import type { Field } from './operations';

/** Fields of a parameter list or a JSON body: name, type, whether required, and what it means. */
export function FieldTable({ fields, caption }: { fields: Field[]; caption: string }) {
  return (
    <table>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
              {field.required && <span className="ml-1 text-xs font-medium text-danger">required</span>}
            </td>
            <td>
              <code className="break-words">{field.type}</code>
            </td>
            <td>{[field.description, ...field.notes].filter(Boolean).join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
