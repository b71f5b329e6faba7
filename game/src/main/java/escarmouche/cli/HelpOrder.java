package escarmouche.cli;

import java.util.Comparator;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The order of the options in every command's {@code --help}: its own options by name, then {@code -h, --help}
 * and {@code -V, --version}, last in every command. picocli sorts them by name with the help options among the
 * others, so that {@code -V} came after {@code --threads} but before {@code --warmup} ({@code bench}), and was last
 * elsewhere only by the alphabet's chance. A command that lists its options in its own order ({@code serve})
 * declares the help options last already, and is left as it is.
 */
final class HelpOrder {
    private HelpOrder() {}

    /** Options by name, as picocli sorts them, the help and version options after all the others. */
    static final Comparator<OptionSpec> HELP_LAST = Comparator.<OptionSpec, Boolean>comparing(
            o -> o.usageHelp() || o.versionHelp()).thenComparing(CommandLine.Help.createShortOptionNameComparator());

    /** Gives {@code line} and every command under it that order. */
    static void apply(CommandLine line) {
        if (line.getCommandSpec().usageMessage().sortOptions()) {
            line.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST,
                    help -> help.optionList(help.createDefaultLayout(), HELP_LAST, help.parameterLabelRenderer()));
        }
        for (CommandLine sub : line.getSubcommands().values()) apply(sub);
    }
}
