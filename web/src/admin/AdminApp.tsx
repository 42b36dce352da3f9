// The admin area (lazy-loaded): Mantine lives only here.
export default function AdminApp() {
  return <p>Admin area</p>;
}
