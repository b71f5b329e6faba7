package escarmouche.cli;

import escarmouche.rules.core.RuleSet;
import java.util.stream.Collectors;
import picocli.CommandLine;

/**
 * Reads {@code --rules}: the rule set a scenario is played under instead of its own ({@code house} or
 * {@code dd5}, as its {@code "rules"} field names them), or a message saying which there are (exit 2).
 */
public final class RulesOption implements CommandLine.ITypeConverter<RuleSet> {
    @Override
    public RuleSet convert(String value) {
        RuleSet r = RuleSet.byId(value);
        if (r == null) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a rule set; the rule sets are "
                    + RuleSet.values().stream().map(RuleSet::id).collect(Collectors.joining(", "))
                    + " (house: the house rules, dd5: plain 5e)");
        }
        return r;
    }
}
