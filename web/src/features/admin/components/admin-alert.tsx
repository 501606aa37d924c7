/** What went wrong above an admin list, with one way out (Dismiss, Try Again); nothing when `message` is null. */
export function AdminAlert({ message, action, onAction }: { message: string | null; action: string; onAction: () => void }) {
  if (!message) return null;
  return (
    <p className="form-alert admin-alert" role="alert">
      {message}
      <button type="button" className="admin-link-button" onClick={onAction}>
        {action}
      </button>
    </p>
  );
}
