import { css } from "@emotion/react";
import { useTabs } from "../../hooks/use-tabs";
import { theme } from "../../../content-model/theme";
import { CardGrid } from "../ui/card-grid";
import { fillTemplate } from "../ui/fill-template";

type Tab = { readonly label: string; readonly heading: string; readonly text: string };
type Props = {
  tabs: {
    readonly mission: Tab;
    readonly vision: Tab;
    readonly valuesLabel: string;
    /** The tab list's name, e.g. "{mission}, {vision} and {values}", filled with the three tab labels. */
    readonly listLabel: string;
    readonly valuesHeading: string;
    readonly values: readonly { readonly title: string; readonly description: string }[];
  };
};

const IDS = ["mission", "vision", "values"] as const;

const tabCss = (active: boolean) => css`
  min-height: ${theme.sizes.target};
  padding: ${theme.space[2]} ${theme.space[6]};
  border: 0;
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  color: ${active ? theme.colors.inverse : theme.colors.primaryDark};
  background: ${active ? theme.colors.primary : "transparent"};
`;
// Made once; a render picks the selected or the unselected look.
const selectedTabCss = tabCss(true);
const otherTabCss = tabCss(false);
const tabListCss = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  margin-bottom: ${theme.space[8]};
`;
const panelHeadingCss = css`
  font-size: ${theme.fontSizes["3xl"]};
`;
const valueCss = css`
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
`;
const valueTitleCss = css`
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space[2]};
`;
const valueTextCss = css`
  margin: 0;
  color: ${theme.colors.muted};
`;
const statementCss = css`
  font-size: ${theme.fontSizes.xl};
  max-width: ${theme.sizes.prose};
`;

/** Mission, Vision and Values as WAI-ARIA tabs (default Mission; arrow keys, Home and End move). */
export function AboutTabs({ tabs }: Props) {
  const { selected, tabProps } = useTabs(IDS);
  const labels = { mission: tabs.mission.label, vision: tabs.vision.label, values: tabs.valuesLabel };
  const headings = { mission: tabs.mission.heading, vision: tabs.vision.heading, values: tabs.valuesHeading };
  return (
    <div>
      <div role="tablist" aria-label={fillTemplate(tabs.listLabel, labels)} css={tabListCss}>
        {IDS.map((id) => (
          <button
            key={id}
            type="button"
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            {...tabProps(id)}
            css={id === selected ? selectedTabCss : otherTabCss}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      {IDS.map((id) => (
        <div
          key={id}
          id={`panel-${id}`}
          role="tabpanel"
          aria-labelledby={`tab-${id}`}
          tabIndex={0}
          hidden={id !== selected}
        >
          <h2 css={panelHeadingCss}>{headings[id]}</h2>
          {id === "values" ? (
            <CardGrid columns={4}>
              {tabs.values.map((value) => (
                <li key={value.title} css={valueCss}>
                  <h3 css={valueTitleCss}>{value.title}</h3>
                  <p css={valueTextCss}>{value.description}</p>
                </li>
              ))}
            </CardGrid>
          ) : (
            <p css={statementCss}>{tabs[id].text}</p>
          )}
        </div>
      ))}
    </div>
  );
}
