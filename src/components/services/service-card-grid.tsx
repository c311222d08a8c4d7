import { useHoveredId } from "../../hooks/use-hovered-id";
import { CardGrid } from "../ui/card-grid";
import { ServiceCard, type ServiceCardData, type ServiceCardLabels } from "./service-card";

/** The Services page's cards; the one under the pointer or holding keyboard focus is highlighted. */
export function ServiceCardGrid({
  services,
  labels,
  headingLevel = 2,
}: {
  services: readonly ServiceCardData[];
  labels: ServiceCardLabels;
  headingLevel?: 2 | 3;
}) {
  const { hoveredId, itemProps } = useHoveredId<string>();
  return (
    <CardGrid columns={3}>
      {services.map((service) => (
        <ServiceCard
          key={service.slug}
          service={service}
          labels={labels}
          headingLevel={headingLevel}
          highlighted={hoveredId === service.slug}
          handlers={itemProps(service.slug)}
        />
      ))}
    </CardGrid>
  );
}
