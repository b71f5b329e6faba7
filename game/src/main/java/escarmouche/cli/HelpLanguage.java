package escarmouche.cli;

import escarmouche.lang.Language;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The help of {@code ./play} and its commands ({@code --help}, and the usage shown after a wrong option)
 * in the user's language. English is the commands' own annotations, unchanged; French comes from
 * {@code escarmouche/i18n/help_fr.properties}, a bundle of its own because picocli looks its keys up by
 * command and option name ({@code play.run.seed}, {@code usage.synopsisHeading}), which the screens'
 * bundles must not be read as.
 */
final class HelpLanguage {
    static final String FRENCH = "/escarmouche/i18n/help_fr.properties";
    private static final String DEFAULT = "${DEFAULT-VALUE}";
    /** A default worth grouping: a count of a thousand or more ("1 000" in French). */
    private static final Pattern THOUSANDS = Pattern.compile("[1-9]\\d{3,}");

    private HelpLanguage() {}

    /** Gives the whole command tree the help of {@code language}. */
    static void apply(CommandLine root, Language language) {
        if (language == Language.FR) root.setResourceBundle(groupedDefaults(french(), root.getCommandSpec(), language));
    }

    static ResourceBundle french() {
        try (InputStream in = HelpLanguage.class.getResourceAsStream(FRENCH)) {
            if (in == null) throw new IllegalStateException(FRENCH + " is missing from the game");
            return new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bundle with each default of a thousand or more written as {@code language} groups it ("par défaut
     * 1 000"). picocli fills {@code ${DEFAULT-VALUE}} with the annotation's bare digits, and only the help
     * may say it otherwise: the value the option is parsed from stays the annotation's. A port is a name, not
     * a count, and keeps its digits.
     */
    static ResourceBundle groupedDefaults(ResourceBundle bundle, CommandSpec root, Language language) {
        Map<String, String> texts = new HashMap<>();
        Map<String, Long> defaults = new HashMap<>();
        for (String key : bundle.keySet()) texts.put(key, bundle.getString(key));
        group(root, bundle, texts, defaults);
        return new ResourceBundle() {
            @Override
            protected Object handleGetObject(String key) {
                String text = texts.get(key);
                Long value = defaults.get(key);
                // Grouped when the help asks for the text, not here: every command of a French session comes
                // through this bundle, and one that shows no help need format nothing.
                return text == null || value == null ? text : text.replace(DEFAULT, language.number(value));
            }

            @Override
            public Enumeration<String> getKeys() {
                return Collections.enumeration(texts.keySet());
            }
        };
    }

    private static void group(CommandSpec command, ResourceBundle bundle, Map<String, String> texts,
                              Map<String, Long> defaults) {
        for (OptionSpec option : command.options()) {
            String value = option.defaultValue();
            if (value == null || !THOUSANDS.matcher(value).matches() || "PORT".equals(option.paramLabel())) continue;
            String prefix = command.qualifiedName(".") + ".";
            for (String key : keys(option)) {
                // The key picocli reads for this option: the command's own first, then the one its commands share.
                String text = bundle.containsKey(prefix + key) ? bundle.getString(prefix + key)
                        : bundle.containsKey(key) ? bundle.getString(key) : null;
                if (text == null) continue;
                // Under the command's own key, so that a text other commands share keeps their defaults.
                if (text.contains(DEFAULT)) {
                    texts.put(prefix + key, text);
                    defaults.put(prefix + key, Long.parseLong(value));
                }
                break;
            }
        }
        for (CommandLine sub : command.subcommands().values()) group(sub.getCommandSpec(), bundle, texts, defaults);
    }

    /** The keys picocli looks an option's description up by, in its order: its description key, then its names. */
    private static List<String> keys(OptionSpec option) {
        List<String> out = new ArrayList<>();
        if (!option.descriptionKey().isEmpty()) out.add(option.descriptionKey());
        for (String name : option.names()) out.add(name.replaceFirst("^-+", ""));
        return out;
    }
}
