package escarmouche.cli;

import escarmouche.lang.ScreenMessages;
import escarmouche.rules.core.RulePart;
import escarmouche.rules.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;

/**
 * Reads {@code --rules}: the rule set a scenario is played under instead of its own ({@code house} or
 * {@code dd5}, as its {@code "rules"} field names them, or the house rules with one part as in plain 5e,
 * {@code house-5e-hit-points}, as {@code simulate --parts} names them), or a message saying which there
 * are (exit 2). A scenario's own {@code "rules"} field still names only the first two.
 */
public final class RulesOption implements CommandLine.ITypeConverter<RuleSet> {
    @Override
    public RuleSet convert(String value) {
        RuleSet r = RuleSet.ofId(value);
        if (r == null) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a rule set; the rule sets are "
                    + RuleSet.values().stream().map(RuleSet::id).collect(Collectors.joining(", "))
                    + " (house: the house rules, dd5: plain 5e), or house-5e-PART, the house rules with one part"
                    + " as in plain 5e (PART: " + RulePart.all().stream().map(RulePart::id)
                    .collect(Collectors.joining(", ")) + ")");
        }
        return r;
    }

    /** The rules as a title says them: "house rules", "plain 5e", "house rules, hit points as in 5e". */
    static String said(ScreenMessages m, RuleSet rules) {
        RuleSet named = RuleSet.byId(rules.id());
        if (named != null) return m.text("encounters.odds." + named.id());
        List<String> parts = new ArrayList<>();
        for (RulePart p : RulePart.all()) if (!rules.house(p)) parts.add(m.text("rules.part." + p.id()));
        return m.text("cli.rules.mix", String.join(", ", parts));
    }
}
