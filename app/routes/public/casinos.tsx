import { PagePlaceholder } from "../../components/ui/page-placeholder.tsx";

export default function Page() {
  return <PagePlaceholder title="Güvenilir Siteler" />;
}
