import { css, useTheme } from "@emotion/react";

type Props = {
  heading: string;
  labels: {
    readonly department: string;
    readonly type: string;
    readonly location: string;
    readonly experience: string;
  };
  job: {
    readonly department: { readonly name: string };
    readonly type: string;
    readonly location: { readonly name: string };
  };
  experienceText: string;
};

/** The role being applied for, beside the form. */
export function RoleSummary({ heading, labels, job, experienceText }: Props) {
  const theme = useTheme();
  const rows: [string, string][] = [
    [labels.department, job.department.name],
    [labels.type, job.type],
    [labels.location, job.location.name],
    [labels.experience, experienceText],
  ];
  return (
    <section
      aria-labelledby="role-summary-heading"
      css={css`
        align-self: start;
        padding: ${theme.space[6]};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surfaceAlt};
      `}
    >
      <h2
        id="role-summary-heading"
        css={css`
          font-size: ${theme.fontSizes.xl};
        `}
      >
        {heading}
      </h2>
      <dl
        css={css`
          margin: 0;
          display: grid;
          gap: ${theme.space[3]};
        `}
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt
              css={css`
                font-size: ${theme.fontSizes.sm};
                color: ${theme.colors.muted};
              `}
            >
              {label}
            </dt>
            <dd
              css={css`
                margin: 0;
                font-weight: ${theme.fontWeights.semibold};
              `}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
