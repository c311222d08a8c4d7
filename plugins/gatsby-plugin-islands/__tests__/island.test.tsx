import { render } from "@testing-library/react";
import { island } from "../src/island";

function Greeting({ name, times }: { name: string; times: number }) {
  return <p>{`Hello ${name}`.repeat(times)}</p>;
}

describe("island()", () => {
  it("renders the component inside a wrapper that names it, carries its props as JSON and says when it loads", () => {
    const Greet = island("greeting", Greeting, "visible");
    const wrapper = render(<Greet name={'Ada "&" <Bob>'} times={1} />).container.firstElementChild as HTMLElement;
    expect(wrapper.dataset).toMatchObject({ island: "", component: "greeting", when: "visible" });
    expect(JSON.parse(wrapper.dataset.props!)).toEqual({ name: 'Ada "&" <Bob>', times: 1 });
    expect(wrapper.innerHTML).toBe('<p>Hello Ada "&amp;" &lt;Bob&gt;</p>');
  });

  it("keeps the component for the browser to hydrate with", () => {
    expect(island("greeting", Greeting, "idle").island).toEqual({ name: "greeting", Component: Greeting });
  });
});
